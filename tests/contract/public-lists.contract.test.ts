import { RESOURCES } from '../../src/shared/resources/registry';
import { describePublicListContract } from './public-list-contract';
import { embeddedResourceHarness } from './support/embedded-resource-harness';
import { RESOURCE_FIXTURES, type ResourceFixture } from './support/resource-fixtures';

// The generic suite of every declared public list, on the embedded server over real HTTP.
for (const resource of RESOURCES)
  if (resource.publicList)
    describePublicListContract(
      'the embedded server',
      RESOURCE_FIXTURES[resource.name] as ResourceFixture,
      () => embeddedResourceHarness(resource),
    );
