// hls.js ships no types for its light build; it has the full build's API less what it leaves out.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}
