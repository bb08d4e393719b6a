// The live studio's history of publishes (studio/history-page.ts, /admin/history): each "Undo this
// publish" button, which asks her first, then sends `undoPublish` to the studio (studio/history.ts checks it and saves it, to wait with her other
// changes) and opens the page of her changes not yet live, where she sees it and puts it live; or
// says under the button why it was refused.
// Plain script, no build step: the page loads it.
(function () {
  var page = document.querySelector("[data-history]");
  if (!page) return;

  function undo(button) {
    var answer = button.parentNode.querySelector("[data-answer]");
    if (!window.confirm("Undo this publish? (" + button.dataset.message + ")\n\nThe studio saves the opposite change; you see it, then put it live, like any other change.")) return;
    button.disabled = true;
    answer.classList.remove("refused");
    answer.textContent = "Undoing…";
    window
      .studioAction(page.dataset.api, "undoPublish", { commit: button.dataset.undo }, "The studio could not undo it.")
      .then(function () {
        window.location.href = "/admin/preview";
      })
      .catch(function (error) {
        button.disabled = false;
        answer.classList.add("refused");
        answer.textContent = error.message;
      });
  }

  page.addEventListener("click", function (event) {
    var button = event.target.closest("button[data-undo]");
    if (button) undo(button);
  });
})();
