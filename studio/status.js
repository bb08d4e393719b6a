// The live studio's note on the last publish (deploy/release.ts writes it; /admin/status.json serves
// it): a slim bar at the foot of the editor, green when the newest change is live, red with the
// reason when the site was kept as it was. Plain script, no build step: the editor's page loads it.
(function () {
  function show(status) {
    if (!status) return;
    var bar = document.createElement("div");
    var failed = /^Not published/.test(status.text);
    bar.setAttribute("role", "status");
    bar.setAttribute("data-publish-status", failed ? "refused" : "live");
    bar.style.cssText =
      "position:fixed;left:0;right:0;bottom:0;z-index:10000;padding:10px 48px 10px 16px;font:14px/1.4 system-ui,sans-serif;" +
      "white-space:pre-wrap;max-height:40vh;overflow:auto;color:#fff;background:" + (failed ? "#a4262c" : "#1f6f43");
    bar.textContent = "Your live site (" + new Date(status.when).toLocaleString() + "): " + status.text;
    var close = document.createElement("button");
    close.type = "button";
    close.textContent = "×";
    close.setAttribute("aria-label", "Hide this note");
    close.style.cssText = "position:absolute;right:8px;top:6px;font-size:20px;background:none;border:0;color:#fff;cursor:pointer;min-width:32px;min-height:32px";
    close.onclick = function () { bar.remove(); };
    bar.appendChild(close);
    document.body.appendChild(bar);
  }
  fetch("/admin/status.json", { credentials: "same-origin" })
    .then(function (response) { return response.ok ? response.json() : null; })
    .then(function (body) { show(body && body.status); })
    .catch(function () {});
})();
