// Starts the app on a public page whose HTML carries its first screen (docs/architecture.md,
// "First paint"): the API writes this script in place of the app's own module script and
// preloads (data-module, data-preload), so the app's code is asked for once that screen is
// on the screen. On a slow connection the page's stylesheet and images then have the line to
// themselves and the page shows sooner; the app takes over a moment later.
(function () {
  var me = document.currentScript;
  var started = false;

  // Taps on the first screen's links before the app is there (a call, a chat): kept for the
  // app's enquiry insights, which count them once loaded (src/lib/insights.ts).
  var taps = (window.firstScreenTaps = []);
  document.addEventListener(
    'click',
    function (e) {
      var link = e.target.closest && e.target.closest('#first-screen a[href]');
      if (!link) return;
      var card = link.closest('[data-product]');
      taps.push({ href: link.getAttribute('href'), productId: card ? card.getAttribute('data-product') : undefined });
    },
    true,
  );

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

  // Just after the next frame: a frame callback runs before it is painted, a task queued
  // from there after it.
  function afterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }

  // The first screen's eager images (the largest paint) loaded or failed, then a frame.
  function afterImages() {
    var images = document.querySelectorAll('#first-screen img[loading="eager"]');
    var pending = images.length;
    var settle = function () {
      if (--pending <= 0) afterNextFrame();
    };
    if (!pending) return afterNextFrame();
    Array.prototype.forEach.call(images, function (img) {
      if (img.complete) return settle();
      img.addEventListener('load', settle);
      img.addEventListener('error', settle);
    });
  }

  var paintTiming =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (document.visibilityState === 'hidden' || !paintTiming) {
    // A tab opened in the background paints nothing until it is shown; an old browser
    // does not say when it painted.
    setTimeout(start, 0);
  } else {
    // 'first-contentful-paint' is reported once the frame with the first screen's text has
    // been presented.
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterImages();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  // Never left without its app, whatever happens to the paint.
  setTimeout(start, 5000);
})();
