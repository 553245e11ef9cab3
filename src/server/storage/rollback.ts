/**
 * Thrown inside an adapter's transaction when a condition that only its last statement can check
 * does not hold (a rematch another instance linked first): the transaction rolls back, and the
 * adapter catches it and answers false. It never leaves the adapter.
 */
export class Rollback extends Error {}
