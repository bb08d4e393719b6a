// The live studio's page of her changes that are not live yet (studio/preview-page.ts,
// /admin/preview): while the preview is being built, the page is read again
// every few seconds until it is ready; "Put them live" (shown once it is) and "Discard them" (this
// one asks first) send `putLive` and `discardWaiting`, with the changes the page shows, to the studio
// (studio/live.ts) and say how it went, or why not.
// Plain script, no build step: the page loads it.
(function () {
  var page = document.querySelector("[data-preview-page]");
  if (!page) return;

  var again = page.dataset.state === "building" ? setTimeout(function () { window.location.reload(); }, 4000) : undefined;

  var asks = {
    putLive: {
      doing: "Putting them live…",
      done: function (n) {
        if (!n) return "Nothing was waiting any more: your live site has these changes already, or is about to.";
        return n === 1 ? "Put live: your site shows it in a few minutes." : "Put live: your site shows them in a few minutes.";
      },
    },
    discardWaiting: {
      confirm: "Discard every change listed here? They are not put live, and the studio goes back to what your live site has.",
      doing: "Discarding…",
      done: function () { return "Discarded."; },
    },
  };

  function send(button) {
    var ask = asks[button.dataset.action];
    var answer = page.querySelector("[data-answer]");
    if (ask.confirm && !window.confirm(ask.confirm)) return;
    clearTimeout(again);
    page.querySelectorAll("button[data-action]").forEach(function (one) { one.disabled = true; });
    answer.classList.remove("refused", "done");
    answer.textContent = ask.doing;
    // The changes this page shows: the studio refuses when others were saved since.
    window
      .studioAction(page.dataset.api, button.dataset.action, { head: page.dataset.head }, "The studio could not do that.")
      .then(function (body) {
        answer.classList.add("done");
        answer.textContent = ask.done(body && body.count) + " ";
        var on = document.createElement("a");
        on.href = button.dataset.action === "putLive" ? "/admin/history" : "/admin/";
        on.textContent = button.dataset.action === "putLive" ? "See whether your live site shows it" : "Back to the studio";
        answer.appendChild(on);
      })
      .catch(function (error) {
        page.querySelectorAll("button[data-action]").forEach(function (one) { one.disabled = false; });
        answer.classList.add("refused");
        answer.textContent = error.message;
      });
  }

  page.addEventListener("click", function (event) {
    var button = event.target.closest("button[data-action]");
    if (button) send(button);
  });
})();
