// No async boundary: the shell is a plain application that starts the federation runtime only when a
// remote is needed (federation/remotes.ts), so its first screen's code arrives with its first files.
import './bootstrap';
