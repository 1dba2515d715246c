import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { logicalIdOf, stageConfig, synthesizeStage } from './infra-helpers.js';

describe('console site on AWS', () => {
  const stage = synthesizeStage(stageConfig('dev'));
  const distributionId = logicalIdOf(stage.stateful.consoleSite.distribution);

  it('serves the console from a private bucket through CloudFront over HTTPS, /docs mapped to the reference page', () => {
    stage.statefulTemplate.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
    });
    stage.statefulTemplate.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    stage.statefulTemplate.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https', FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })] }),
      }),
    });
    stage.statefulTemplate.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: Match.stringLikeRegexp("r.uri = '/docs.html'") });
    const policy = JSON.stringify(stage.statefulTemplate.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain('connect-src');
    expect(policy).not.toMatch(/https:\/\/cdn|unsafe-eval/);
  });

  it('lets only the console origin read result links from the results bucket and PUT uploads to it', () => {
    const origin = { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] };
    stage.statefulTemplate.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['GET', 'PUT'], AllowedOrigins: [origin] })] },
    });
  });

  it('restricts the API CORS to the console origin and deploys the files with the API URL in config.json', () => {
    const apis = stage.serviceTemplate.findResources('AWS::ApiGatewayV2::Api');
    const [api] = Object.values(apis) as { Properties: { CorsConfiguration: { AllowOrigins: unknown[]; AllowMethods: string[]; AllowHeaders: string[] } } }[];
    const cors = api.Properties.CorsConfiguration;
    expect(cors.AllowOrigins).toHaveLength(1);
    expect(JSON.stringify(cors.AllowOrigins[0])).toMatch(/Fn::ImportValue.*ConsoleSiteDistribution/);
    expect(JSON.stringify(cors.AllowOrigins)).not.toContain('*');
    // HEAD too, as every GET route of the API answers it.
    expect(cors.AllowMethods.sort()).toEqual(['DELETE', 'GET', 'HEAD', 'POST']);
    expect(cors.AllowHeaders).toContain('authorization');
    stage.serviceTemplate.resourceCountIs('Custom::CDKBucketDeployment', 1);
    stage.serviceTemplate.hasResourceProperties('Custom::CDKBucketDeployment', { Prune: true, DistributionPaths: ['/*'] });
    stage.serviceTemplate.hasOutput('ConsoleUrl', {});
  });
});
