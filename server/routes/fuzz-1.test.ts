import { describeFuzzShard } from '../testing/fuzz/shard';

describeFuzzShard(0, 3);
