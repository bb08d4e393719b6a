// A folded entry of a list in the editor (an opening-hours line, a question) opens when the owner
// clicks or taps its name, not only its small arrow. Decap CMS shows a folded entry as its top bar
// (the arrow, the handle to drag it, the cross to remove it) over its name; a click on the name
// clicks the arrow. The name is found by the name Decap's styles give it (NestedObjectLabel):
// tests/studio/studio.spec.ts opens an entry by its name, and fails if an upgrade renames it.
// Plain script, no build step: the editor's page loads it.
(function () {
  var name = '[class*="-NestedObjectLabel "]';
  var style = document.createElement("style");
  style.textContent = name + "{cursor:pointer}";
  document.head.appendChild(style);
  document.addEventListener("click", function (event) {
    var label = event.target instanceof Element ? event.target.closest(name) : null;
    var arrow = label && label.parentElement ? label.parentElement.querySelector("button") : null;
    if (arrow) arrow.click();
  });
})();
