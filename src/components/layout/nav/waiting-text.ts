/** "3 changes waiting to sync", "1 change waiting to sync". */
export function waitingText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`;
}
