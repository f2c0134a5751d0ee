// Taps made before the app is there (docs/first-paint.md). A public page's HTML
// holds the server's rendering of the page, so it shows, and can be tapped, while the app's
// code is still on its way; React only hears of events once it starts (app/start.tsx). This
// small script, run before the page is parsed, keeps:
// - a button's tap (the phone menu, say), which the app repeats on the same element once it
//   has hydrated it (hydration keeps the server's elements), so the tap is not lost;
// - a link's tap (a call, a chat), which the browser follows itself, for the app's enquiry
//   insights, which count it once loaded (src/lib/insights.ts).
(function () {
  var early = (window.earlyTaps = { buttons: [], links: [] });
  document.addEventListener(
    'click',
    function (e) {
      if (window.earlyTaps !== early || !e.target.closest) return;
      var inApp = e.target.closest('#root');
      if (!inApp) return;
      var link = e.target.closest('a[href]');
      if (link) {
        var card = link.closest('[data-product]');
        early.links.push({ href: link.getAttribute('href'), productId: card ? card.getAttribute('data-product') : undefined });
        return;
      }
      var button = e.target.closest('button');
      // A submit button's form is left to the browser, as is any other element.
      if (button && button.type === 'button') early.buttons.push(button);
    },
    true,
  );
})();
