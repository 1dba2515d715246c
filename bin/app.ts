import { App } from 'aws-cdk-lib';
import { buildServiceApp } from '../lib/app-builder.js';

/** CDK entry: `npx cdk synth -c stage=prod` (stage defaults to `dev`). */
const app = new App();
buildServiceApp(app);
app.synth();
