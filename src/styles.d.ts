// Stylesheets imported for their side effect (webpack's style-loader injects them).
declare module '*.css'
