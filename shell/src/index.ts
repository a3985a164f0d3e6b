// No async boundary: the shell shares its singletons eagerly (shared-singletons.js), so its first
// screen's code arrives with the first files instead of after a chain of share negotiations.
import './bootstrap';
