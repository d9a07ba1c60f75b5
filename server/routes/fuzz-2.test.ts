import { describeFuzzShard } from '../testing/fuzz/shard';

describeFuzzShard(1, 3);
