/* The page's scripts start once its first frame is drawn (webpack/boot-chunks.cjs PreloadBootChunksPlugin).
   The first view is HTML and CSS: its largest paint needs no script, so until that frame the connection carries
   only the document, its stylesheets and its pictures. Then the <template id="rn-after-paint"> preloads (the
   shell's boot chunks, the owner remote's first-view files: the edge adds those) and the shell's main.js load,
   all at once. A hidden page draws no frame: it loads at once. */
(function () {
  var me = document.currentScript;
  var main = me && me.getAttribute('data-main');
  var done = false;
  function load() {
    if (done) return;
    done = true;
    var late = document.getElementById('rn-after-paint');
    if (late && late.content) document.head.appendChild(late.content);
    if (!main) return;
    var script = document.createElement('script');
    script.src = main;
    document.head.appendChild(script);
  }
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') return load();
  // the callback runs just before the first frame; the timer after it is drawn
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') load();
  });
  // a frame that never comes (a throttled frame, an iframe kept off screen) does not keep the page inert
  setTimeout(load, 3000);
})();
