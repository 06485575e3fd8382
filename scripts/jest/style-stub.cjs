// Stylesheets are irrelevant to jest; an empty module stands in for them.
module.exports = {};
