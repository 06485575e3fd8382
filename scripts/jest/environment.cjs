// jest-fixed-jsdom (Node's fetch/Request/streams inside jsdom) but honouring testEnvironmentOptions.customExportConditions:
// jest-fixed-jsdom 0.0.11 always resets them to [''], which would hide the `source` condition of @site/shared.
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

class SiteJSDOMEnvironment extends FixedJSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    const conditions = config.projectConfig.testEnvironmentOptions?.customExportConditions;
    if (Array.isArray(conditions)) this.customExportConditions = conditions;
  }
}

module.exports = SiteJSDOMEnvironment;
