// korona's match page: the history slider (keyboard and touch come with <input type=range>), moments
// in the reader's local time, and a new phase shown without a reload when the server says one came.
// Without this script the page still shows the chosen phase's map and report.
(function () {
  "use strict";
  var root = document.getElementById("match");
  if (!root) return;

  function localTimes(scope) {
    var lang = document.documentElement.lang || undefined;
    scope.querySelectorAll("time[data-ms]").forEach(function (t) {
      var d = new Date(Number(t.getAttribute("data-ms")));
      if (isNaN(d.getTime())) return;
      t.title = t.textContent;
      t.textContent = d.toLocaleString(lang, { dateStyle: "medium", timeStyle: "short" });
    });
  }

  function phases() {
    return Array.prototype.slice.call(root.querySelectorAll("article.phase"));
  }

  function show(i) {
    var range = document.getElementById("phase");
    var list = phases();
    if (!range || !list.length) return;
    i = Math.max(0, Math.min(list.length - 1, i));
    var current = null;
    list.forEach(function (p) {
      var on = Number(p.getAttribute("data-i")) === i;
      p.hidden = !on;
      if (on) current = p;
    });
    if (!current) return;
    var img = document.getElementById("map");
    if (img) {
      img.src = current.getAttribute("data-map");
      img.alt = current.getAttribute("data-alt");
    }
    range.value = String(i);
    range.setAttribute("aria-valuetext", current.getAttribute("data-label"));
    var out = document.getElementById("phase-out");
    if (out) out.textContent = (i + 1) + "/" + list.length;
    var steps = root.querySelector("nav.steps");
    if (steps) steps.hidden = true;
  }

  function bind() {
    var range = document.getElementById("phase");
    if (range) {
      range.addEventListener("input", function () { show(Number(range.value)); });
      range.addEventListener("change", function () { show(Number(range.value)); });
      show(Number(range.value));
    }
    localTimes(root);
  }

  function refresh() {
    var range = document.getElementById("phase");
    var atEnd = !range || range.value === range.max;
    var was = range ? Number(range.value) : 0;
    fetch(root.getAttribute("data-self"), { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status); })
      .then(function (text) {
        var doc = new DOMParser().parseFromString(text, "text/html");
        var fresh = doc.getElementById("match");
        if (!fresh) return;
        root.replaceChildren.apply(root, Array.prototype.slice.call(fresh.childNodes).map(function (n) {
          return document.importNode(n, true);
        }));
        bind();
        var now = document.getElementById("phase");
        if (now && !atEnd) show(was);
      })
      .catch(function () {});
  }

  bind();
  var events = root.getAttribute("data-events");
  if (events && window.EventSource) {
    var source = new EventSource(events);
    source.addEventListener("phase", refresh);
  }
})();
