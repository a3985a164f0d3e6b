// Turns a module the server build has no use for (a stylesheet) into an empty one.
module.exports = function emptyModule() {
  return 'export {};';
};
