/**
 * The offline engine's scene painter: paints each escape-room scene as illustrated vector
 * art in perspective, rasterises it to PNG, and reports where it drew every element.
 */
export { composeScene } from './compose';
export { paintScene, renderPng } from './render';
