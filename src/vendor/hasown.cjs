// `hasown` without function-bind and get-intrinsic (see object-entries.cjs).
module.exports = (object, key) => Object.prototype.hasOwnProperty.call(object, key);
