// The not-found page logs the path the visitor tried, as the spec asks.
console.warn('404: no page at', window.location.pathname);
