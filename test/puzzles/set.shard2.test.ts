import { reproveShard } from './setShard';

reproveShard(2);
