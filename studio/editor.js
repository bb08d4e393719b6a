// What the studio adds to Decap CMS's editor page. Plain script, no build step: the page loads it
// after the editor's own script.
(function () {
  // A folded entry of a list (an opening-hours line, a question) opens when the owner clicks or taps
  // its name, not only its small arrow. Decap shows a folded entry as its top bar (the arrow, the
  // handle to drag it, the cross to remove it) over its name; a click on the name clicks the arrow.
  // The name is found by the name Decap's styles give it (NestedObjectLabel): the studio's browser
  // tests open entries by their names, and fail if an upgrade renames it.
  var name = '[class*="-NestedObjectLabel "]';
  var style = document.createElement("style");
  style.textContent = name + "{cursor:pointer}";
  document.head.appendChild(style);
  document.addEventListener("click", function (event) {
    var label = event.target instanceof Element ? event.target.closest(name) : null;
    var arrow = label && label.parentElement ? label.parentElement.querySelector("button") : null;
    if (arrow) arrow.click();
  });

  // After a publish the form is filled again from the files. Decap keeps comparing the form with
  // what it held when the page opened: switched back to that after a publish, a field showed
  // "Changes saved" and no Publish button while the file kept the other value. Leaving the entry
  // for its collection and coming back makes Decap read the entry afresh. A new entry is left
  // alone: Decap itself moves to the saved entry, read afresh.
  var editor = '[class*="-EditorContainer "]';
  if (!window.CMS || typeof window.CMS.registerEventListener !== "function") return;
  window.CMS.registerEventListener({
    name: "postSave",
    handler: function () {
      var here = location.hash;
      var collection = here.replace(/\/entries\/.*$/, "");
      if (collection === here) return;
      setTimeout(function () {
        location.hash = collection;
        var waited = 0;
        // Back once the editor has gone, so that it is built again, from the files.
        function back() {
          if (document.querySelector(editor) && waited < 3000) {
            waited += 50;
            setTimeout(back, 50);
            return;
          }
          location.hash = here;
        }
        back();
      }, 0);
    },
  });
})();
