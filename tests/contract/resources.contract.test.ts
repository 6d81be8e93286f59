import { RESOURCES } from '../../src/shared/resources/registry';
import { describeResourceContract } from './resource-contract';
import { RESOURCE_FIXTURES, type ResourceFixture } from './support/resource-fixtures';
import { embeddedResourceHarness } from './support/embedded-resource-harness';

// The generic suite for every declared collection, on the embedded server over real HTTP.
for (const resource of RESOURCES)
  describeResourceContract(
    'the embedded server',
    RESOURCE_FIXTURES[resource.name] as ResourceFixture,
    () => embeddedResourceHarness(resource),
  );
