/** A Fastify logger option that keeps every log line (parsed) for assertions. */
export function captureLogs(): { logger: { level: string; stream: { write(line: string): void } }; lines: Record<string, unknown>[]; raw: string[] } {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  return {
    lines,
    raw,
    logger: {
      level: 'info',
      stream: {
        write(line: string) {
          raw.push(line);
          lines.push(JSON.parse(line) as Record<string, unknown>);
        },
      },
    },
  };
}
