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

  // A refused save stays in sight until she fixes it. Decap shows the studio's refusal ("Not saved.
  // Please fix this: Opening hours › Sun › Closes at: …") in a notice that fades after a few
  // seconds and marks no field; the studio keeps it in a bar at the foot of the page, and marks each
  // field it names (the last part of its path, among the entries the earlier parts name), until a
  // save goes through or she changes that field.
  var bar = null;
  var marked = [];
  function hideBar() {
    if (bar) bar.remove();
    bar = null;
  }
  function unmark(mark) {
    mark.control.removeAttribute("aria-invalid");
    mark.control.style.outline = "";
    mark.note.remove();
  }
  function clearRefusal() {
    hideBar();
    marked.forEach(unmark);
    marked = [];
  }
  function textOf(element) {
    return (element.textContent || "").replace(/\s+/g, " ").trim().toLowerCase();
  }
  // Within `element`: a label, a folded entry's name or a field's value that reads `words`.
  function names(element, words) {
    var want = words.replace(/^"|"$/g, "").toLowerCase();
    var parts = element.querySelectorAll("label, " + name + ", input, textarea");
    for (var i = 0; i < parts.length; i++) {
      var part = parts[i];
      var said = "value" in part && part.tagName !== "LABEL" ? String(part.value).trim().toLowerCase() : textOf(part);
      if (said === want) return true;
    }
    return false;
  }
  // How many steps up from `label` the nearest part naming `words` is (-1: none does).
  function stepsTo(label, words) {
    var steps = 0;
    for (var up = label.parentElement; up; up = up.parentElement, steps++) if (names(up, words)) return steps;
    return -1;
  }
  function mark(label, rule) {
    var control = label.htmlFor ? document.getElementById(label.htmlFor) : null;
    if (!control) return;
    control.setAttribute("aria-invalid", "true");
    control.style.outline = "3px solid #b3261e";
    var note = document.createElement("p");
    note.setAttribute("data-refusal", "");
    note.textContent = rule;
    note.style.cssText = "margin:6px 0 0;color:#b3261e;font:600 14px/1.4 system-ui,sans-serif";
    control.insertAdjacentElement("afterend", note);
    var made = { control: control, note: note };
    marked.push(made);
    control.addEventListener("input", function () { unmark(made); }, { once: true });
  }
  function markFields(problem) {
    var path = problem.replace(/^[A-Za-zñÑáéíóú]+: (?=[^›]*›|[^:]*:)/, "").split(" › ");
    var last = path.pop() || "";
    var entry = path[path.length - 1];
    // The field's title is the last part up to one of its ": " (a title may have one of its own).
    for (var cut = last.indexOf(": "); cut !== -1; cut = last.indexOf(": ", cut + 2)) {
      var title = last.slice(0, cut).toLowerCase();
      var found = [];
      document.querySelectorAll("label").forEach(function (label) {
        if (textOf(label) !== title || !path.every(function (part) { return stepsTo(label, part) !== -1; })) return;
        found.push({ label: label, steps: entry === undefined ? 0 : stepsTo(label, entry) });
      });
      if (found.length === 0) continue;
      // Of the fields with that title, those in the entry the path names last: nearest to it ("Sun"'s
      // own "Closes at", not "Mon-Sat"'s, which the whole list around both also holds).
      var nearest = Math.min.apply(null, found.map(function (one) { return one.steps; }));
      var rule = last.slice(cut + 2);
      found.forEach(function (one) {
        if (one.steps === nearest) mark(one.label, rule);
      });
      return;
    }
  }
  function showRefusal(message) {
    clearRefusal();
    bar = document.createElement("div");
    bar.setAttribute("role", "alert");
    bar.setAttribute("data-refusal-bar", "");
    bar.style.cssText =
      "position:fixed;left:0;right:0;bottom:0;z-index:10000;max-height:40vh;overflow:auto;padding:12px 56px 12px 16px;" +
      "background:#fdecea;color:#5f1411;border-top:3px solid #b3261e;font:15px/1.45 system-ui,sans-serif;box-shadow:0 -2px 8px rgba(0,0,0,.15)";
    var text = document.createElement("p");
    text.style.margin = "0";
    text.textContent = message;
    var hide = document.createElement("button");
    hide.type = "button";
    hide.textContent = "✕";
    hide.setAttribute("aria-label", "Hide this message");
    hide.style.cssText = "position:absolute;top:8px;right:8px;width:40px;height:40px;border:0;background:none;font-size:20px;cursor:pointer;color:inherit";
    hide.addEventListener("click", hideBar);
    bar.appendChild(text);
    bar.appendChild(hide);
    document.body.appendChild(bar);
    var list = message.replace(/^Not saved[.:]\s*(Please fix (this|these): )?/, "");
    list.split("; ").forEach(markFields);
  }
  // Decap's own notice of a refusal read "Failed to persist entry: API_ERROR: Not saved. …": it
  // now points to the bar, which says it in full.
  var english = window.CMS && typeof window.CMS.getLocale === "function" ? window.CMS.getLocale("en") : null;
  if (english && english.ui && english.ui.toast) english.ui.toast.onFailToPersist = "Not saved: the reason is in the red bar at the foot of the page.";
  // Decap's button says "Publish", but a save puts nothing live: on her computer it writes the
  // files; on the live site it waits until she has seen it and puts it live (studio/status.js).
  var toolbar = english && english.editor && english.editor.editorToolbar;
  if (toolbar) {
    toolbar.publish = "Save";
    toolbar.publishing = "Saving…";
    toolbar.published = "Saved";
    toolbar.publishNow = "Save now";
    toolbar.publishAndCreateNew = "Save and create new";
    toolbar.publishAndDuplicate = "Save and duplicate";
  }
  var send = window.fetch;
  window.fetch = function (input, init) {
    var body = init && typeof init.body === "string" ? init.body : "";
    var saving = body.indexOf('"action":"persistEntry"') !== -1;
    return send.apply(this, arguments).then(function (response) {
      if (!saving) return response;
      if (response.ok) clearRefusal();
      else
        response
          .clone()
          .json()
          .then(function (answer) {
            if (answer && typeof answer.error === "string") showRefusal(answer.error);
          })
          .catch(function () {});
      return response;
    });
  };

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
