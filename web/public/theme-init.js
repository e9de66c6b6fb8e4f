// Runs before the app bundle so the first paint already uses the stored or system colour scheme
// (an external file rather than an inline script so a strict Content-Security-Policy still allows it).
(function () {
  var scheme = 'light';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'dark' || stored === 'light') scheme = stored;
    else if (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches) scheme = 'dark';
  } catch {
    /* storage unavailable: keep light */
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
