// What the points pages share: their calls, their layout (sub-navigation and balance), number display and figures.
/** The points calls' hooks (one injection into the api slice) and the refetch-on-visit option the pages use. */
export * from './points-api';
export { PointsLayout, type PointsPage } from './points-layout';
export { rowTestId } from './row-test-id';
export { PointsFigures } from './points-figures';
