/**
 * Resolves in a task of its own, so the browser can paint and take input before what follows (no long
 * task). A message, not a timer: a tab sent to the background meanwhile throttles timers to one a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
