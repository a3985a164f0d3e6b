// Async boundary: shared singletons (react, the session store, ...) are negotiated before any app code runs.
import('./bootstrap');
