// What every page of the studio's own shares (studio/studio-page.ts loads it before the page's own
// script): times in the owner's own clock, and `studioAction`, which sends an action to the studio's
// file store and answers its reply, or fails with the studio's own words (`fallback` when it has none).
// Plain script, no build step.
(function () {
  document.querySelectorAll("time[datetime]").forEach(function (time) {
    var when = new Date(time.getAttribute("datetime"));
    if (!isNaN(when.getTime())) time.textContent = when.toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
  });

  window.studioAction = function (api, action, params, fallback) {
    return fetch(api, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: action, params: params }),
    }).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) throw new Error((body && body.error) || fallback);
        return body;
      });
    });
  };
})();
