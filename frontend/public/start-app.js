// Starts the app (docs/first-paint.md: "The app's start, after the first
// paint"). The build writes this script in place of the app's module script and its
// modulepreload links (frontend/vite.config.ts, startAfterPaint), which it carries as
// data-module and data-preload. A page whose #root holds the server's rendering is painted
// first, with its stylesheet and largest image alone on the line, and the app's code is asked
// for just after: on a phone's slow connection, the 120 kB of it fetched with the page held
// the largest paint back by about a second. Any other page (the static index.html, the
// page server down) has nothing to show without the app, which is asked for at once.
(function () {
  var me = document.currentScript;
  var started = false;

  // config.js must run before the app: this script is deferred and comes after it in the
  // page, and deferred scripts run in order, so it has run before anything here.
  function start() {
    if (started) return;
    started = true;
    (me.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = me.getAttribute('data-module');
    document.head.appendChild(script);
  }

  // Just after the next frame: a frame callback runs before that frame is painted, a task
  // queued from there after it.
  function afterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }

  // The page's eager images (its largest paint, when it is an image) loaded or failed.
  function afterImages() {
    var images = document.querySelectorAll('#root img:not([loading="lazy"])');
    var pending = images.length;
    var settle = function () {
      if (--pending === 0) afterNextFrame();
    };
    if (!pending) return afterNextFrame();
    Array.prototype.forEach.call(images, function (img) {
      if (img.complete) return settle();
      img.addEventListener('load', settle);
      img.addEventListener('error', settle);
    });
  }

  var root = document.getElementById('root');
  var rendered = root !== null && root.firstElementChild !== null;
  var paintTiming =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (!rendered || document.visibilityState === 'hidden' || !paintTiming) {
    // Nothing to show without the app; or a tab opened in the background, which paints nothing
    // until it is shown; or a browser that does not say when it painted.
    start();
  } else {
    // 'first-contentful-paint' is reported once the frame with the page's text is presented.
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterImages();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  // Never left without its app, whatever happens to the paint or the images.
  setTimeout(start, 5000);
})();
