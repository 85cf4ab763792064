// The user a cloud image creates for SSH, by what its OS says it is: the distributions' own
// cloud images each make one named after them. An image the table does not know gets no guess.

const DEFAULT_USERS: [RegExp, string][] = [
  [/\bubuntu\b/i, 'ubuntu'],
  [/\bdebian\b/i, 'debian'],
  [/\bfedora\b/i, 'fedora'],
  [/\bcentos\b/i, 'centos'],
  [/\brocky\b/i, 'rocky'],
  [/\balma(linux)?\b/i, 'almalinux'],
  [/\balpine\b/i, 'alpine'],
  [/\barch\b/i, 'arch'],
  [/\bfreebsd\b/i, 'freebsd'],
  [/\bopensuse\b/i, 'opensuse'],
]

/** The default SSH user of an image with this OS, when the image says it; else undefined. */
export function defaultSshUser(os: string | undefined): string | undefined {
  if (!os) return undefined
  return DEFAULT_USERS.find(([pattern]) => pattern.test(os))?.[1]
}
