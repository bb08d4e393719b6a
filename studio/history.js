// The live studio's history of publishes (studio/history-page.ts, /admin/history): times in the
// owner's own clock, and each "Undo this publish" button, which asks her first, then sends
// `undoPublish` to the studio (studio/history.ts checks and publishes it) and shows the page again
// with the undo at the top, or the reason it was refused under the button.
// Plain script, no build step: the page loads it.
(function () {
  var page = document.querySelector("[data-history]");
  if (!page) return;

  document.querySelectorAll("time[datetime]").forEach(function (time) {
    var when = new Date(time.getAttribute("datetime"));
    if (!isNaN(when.getTime())) time.textContent = when.toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
  });

  function undo(button) {
    var answer = button.parentNode.querySelector("[data-answer]");
    if (!window.confirm("Undo this publish? (" + button.dataset.message + ")\n\nYour site goes back to how it was before it, and the undo is published too.")) return;
    button.disabled = true;
    answer.classList.remove("refused");
    answer.textContent = "Undoing…";
    fetch(page.dataset.api, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "undoPublish", params: { commit: button.dataset.undo } }),
    })
      .then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) throw new Error((body && body.error) || "The studio could not undo it.");
        });
      })
      .then(function () {
        window.location.reload();
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
