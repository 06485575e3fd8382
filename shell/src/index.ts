import { startEarlyUserInfo } from './boot/early-user';

// The current user is asked for at once, while the shared chunks below load (it needs none of them).
startEarlyUserInfo();
// Module Federation async boundary: shared singletons are negotiated before any React code runs.
import('./bootstrap');
