// Live pages' public entry: an open post kept current, and a list's "N new posts" bar.
export { usePostLive } from './use-post-live';
export { NewPostsBar } from './new-posts-bar';
