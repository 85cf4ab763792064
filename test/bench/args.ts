/** `--name=VALUE` on the bench's command line: VALUE, or undefined when not given. */
export function argValue(name: string): string | undefined {
  const prefix = `--${name}=`
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length)
}
