import { reproveShard } from './setShard';

reproveShard(1);
