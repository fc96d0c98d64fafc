/** Mantine's PostCSS preset: `light-dark()`, `rem()` and the breakpoint variables used in *.module.css. */
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
