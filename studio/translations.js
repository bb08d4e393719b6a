// The Spanish texts awaiting review (studio/review-list.ts, /admin/translations.json). On the
// editor's page: a link to their list at its foot, while there is one, counted again when the owner
// moves in the editor or comes back to its tab. On the list: each "The Spanish is still right"
// button records the English shown beside it (`reviewTranslations`), and its text leaves the list.
// Plain script, no build step: the pages load it.
(function () {
  var list = document.querySelector("[data-review-list]");

  function showLink(count) {
    var link = document.getElementById("spanish-to-review");
    if (!count) {
      if (link) link.remove();
      return;
    }
    if (!link) {
      link = document.createElement("a");
      link.id = "spanish-to-review";
      link.href = "/admin/translations";
      link.target = "_blank";
      link.style.cssText =
        "position:fixed;right:12px;bottom:12px;z-index:9999;padding:8px 14px;border-radius:18px;font:600 14px/1.4 system-ui,sans-serif;" +
        "color:#fff;background:#8a4b00;text-decoration:none;box-shadow:0 2px 6px rgba(0,0,0,.25)";
      document.body.appendChild(link);
    }
    link.textContent = "Spanish to review (" + count + ")";
  }

  function count() {
    fetch("/admin/translations.json", { credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (body) { showLink(body && body.count); })
      .catch(function () {});
  }

  function markReviewed(button) {
    var item = button.closest("[data-text]");
    var answer = item.querySelector("[data-answer]");
    var text = { file: button.dataset.file, key: button.dataset.key, english: button.dataset.english };
    button.disabled = true;
    window
      .studioAction(
        list.dataset.api,
        "reviewTranslations",
        { texts: [text], options: { commitMessage: "Studio: the Spanish of " + button.dataset.name + " is still right" } },
        "The studio could not record it.",
      )
      .then(function () {
        var section = item.closest("section");
        item.remove();
        if (!section.querySelector("[data-text]")) section.remove();
        if (!list.querySelector("[data-text]")) {
          var none = document.createElement("p");
          none.setAttribute("role", "status");
          none.textContent = "Nothing to review: every Spanish text was translated from its English as it is now.";
          list.appendChild(none);
        }
      })
      .catch(function (error) {
        button.disabled = false;
        answer.textContent = error.message;
      });
  }

  if (list) {
    list.addEventListener("click", function (event) {
      var button = event.target.closest("button[data-file]");
      if (button) markReviewed(button);
    });
    return;
  }
  count();
  window.addEventListener("hashchange", count);
  window.addEventListener("focus", count);
})();
