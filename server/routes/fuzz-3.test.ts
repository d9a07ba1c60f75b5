import { describeFuzzShard } from '../testing/fuzz/shard';

describeFuzzShard(2, 3);
