// Marks each table box that scrolls sideways (its table is wider than the screen), so
// daytrip-phone.css shows a "scroll sideways" hint above it. Runs on load and on resize.
(function () {
  "use strict";
  function mark() {
    var boxes = document.querySelectorAll(".md-typeset__scrollwrap");
    for (var i = 0; i < boxes.length; i++) {
      var box = boxes[i];
      box.classList.toggle("daytrip-scrolls", box.scrollWidth > box.clientWidth + 1);
    }
  }
  window.addEventListener("load", mark);
  window.addEventListener("resize", mark);
  if (document.readyState !== "loading") mark();
  else document.addEventListener("DOMContentLoaded", mark);
})();
