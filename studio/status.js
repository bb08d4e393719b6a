// The live studio's note on her changes (/admin/status.json: her saves not yet live, from
// studio/live.ts; her newest publish and whether the live site shows it, from studio/history.ts; the
// server's last word, deploy/release.ts's status file): a slim bar at the foot of the editor, blue
// while saved changes wait to be seen and put live (with the way to them, /admin/preview), green when
// her newest change is live, amber while it is on its way (with when it will show), red with the
// reason when the site was kept as it was; and a link to every publish (/admin/history), where one
// can be undone. Read again after each save and when she comes back to the tab.
// Decap's notice of a save says where to go on (a save here waits until she puts it live).
// Plain script, no build step: the editor's page loads it.
(function () {
  var bar;

  var english = window.CMS && typeof window.CMS.getLocale === "function" ? window.CMS.getLocale("en") : null;
  if (english && english.ui && english.ui.toast) {
    english.ui.toast.entrySaved = "Saved, not live yet: see it and put it live from the bar at the foot of the page.";
    english.ui.toast.entryPublished = english.ui.toast.entrySaved;
  }

  function clock(iso) {
    var when = new Date(iso);
    return isNaN(when.getTime()) ? iso : when.toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
  }

  function words(body) {
    var waiting = body.waiting || [];
    if (waiting.length > 0) {
      var names = waiting.map(function (change) { return change.message; }).join("; ");
      return {
        kind: "saved",
        text: (waiting.length === 1 ? "Saved, not on your live site yet: " : "Saved, not on your live site yet (" + waiting.length + " changes): ") + names + ". ",
        link: { href: "/admin/preview", text: waiting.length === 1 ? "See it, then put it live" : "See them, then put them live" },
      };
    }
    var newest = body.newest;
    var status = body.status;
    if (newest) {
      var change = "Your last publish (" + clock(newest.when) + "): " + newest.message + ". ";
      switch (newest.live.state) {
        case "live":
          return { kind: "live", text: change + "On your live site." };
        case "on its way":
          return newest.live.late
            ? { kind: "refused", text: change + "Not on your live site yet, though it was expected by " + clock(newest.live.by) + ". If it is not there in ten minutes, tell whoever looks after the site." }
            : { kind: "waiting", text: change + "On its way: on your live site by about " + clock(newest.live.by) + "." };
        case "not published":
          return { kind: "refused", text: change + "Not on your live site. " + newest.live.reason };
        default:
          return { kind: "waiting", text: change + "The studio cannot tell yet whether your live site shows it." };
      }
    }
    if (status) return { kind: /^Not published/.test(status.text) ? "refused" : "live", text: "Your live site (" + clock(status.when) + "): " + status.text };
    return undefined;
  }

  var colors = { saved: "#1d4f91", live: "#1f6f43", waiting: "#8a4b00", refused: "#a4262c" };

  function show(body) {
    var said = body && words(body);
    if (bar) bar.remove();
    bar = undefined;
    if (!said) return;
    bar = document.createElement("div");
    bar.setAttribute("role", "status");
    bar.setAttribute("data-publish-status", said.kind);
    bar.style.cssText =
      "position:fixed;left:0;right:0;bottom:0;z-index:10000;padding:10px 48px 10px 16px;font:14px/1.4 system-ui,sans-serif;" +
      "white-space:pre-wrap;max-height:40vh;overflow:auto;color:#fff;background:" + colors[said.kind];
    bar.appendChild(document.createTextNode(said.text + " "));
    var link = said.link || { href: "/admin/history", text: "All your publishes, and undo" };
    var history = document.createElement("a");
    history.href = link.href;
    history.textContent = link.text;
    history.style.cssText = "color:#fff;font-weight:600;text-decoration:underline";
    bar.appendChild(history);
    var close = document.createElement("button");
    close.type = "button";
    close.textContent = "×";
    close.setAttribute("aria-label", "Hide this note");
    close.style.cssText = "position:absolute;right:8px;top:6px;font-size:20px;background:none;border:0;color:#fff;cursor:pointer;min-width:32px;min-height:32px";
    close.onclick = function () { bar.remove(); bar = undefined; };
    bar.appendChild(close);
    document.body.appendChild(bar);
  }

  function read() {
    fetch("/admin/status.json", { credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(show)
      .catch(function () {});
  }

  read();
  window.addEventListener("focus", read);
  // After a publish, the editor's address changes (studio/editor.js reads the entry again).
  window.addEventListener("hashchange", read);
})();
