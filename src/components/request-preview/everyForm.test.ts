import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

// Issue 41 §3: every create and edit form can show the request it will send. The shells make the
// preview; a form has one when it hands its shell the `request` its submit is built from. A form
// written without one fails here, by name.

const SRC = path.resolve(__dirname, '../..')

/** Forms without a preview, and why. */
const WITHOUT: Record<string, string> = {
  // its image's request names a snapshot the upload makes on the way, and its temporary disk a
  // name drawn at submit: nothing could show them before sending
  'features/images/upload/ImageUploadForm.tsx': 'made during the upload',
}

/** Each `<ResourceForm` or `<SideModalForm` element's opening tag in a source file. */
function formTags(source: string): string[] {
  const tags: string[] = []
  for (const match of source.matchAll(/^( *)<(ResourceForm|SideModalForm)\b/gm)) {
    const indent = match[1] ?? ''
    // prettier closes a multi-line opening tag with '>' alone at the tag's indent
    const end = source.indexOf(`\n${indent}>`, match.index)
    tags.push(source.slice(match.index, end === -1 ? undefined : end))
  }
  return tags
}

const forms = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx$/.test(f) && !/\.(test|stories)\.tsx$/.test(f))
  .filter((f) => !/^components\/(resource-form|side-modal)\//.test(f))
  .flatMap((file) =>
    formTags(readFileSync(path.join(SRC, file), 'utf8')).map((tag, i) => ({ file, i, tag })),
  )

test('the forms are found', () => {
  expect(forms.length).toBeGreaterThan(40)
})

test.each(forms.filter((f) => !(f.file in WITHOUT)).map((f) => [`${f.file} #${f.i + 1}`, f.tag]))(
  '%s shows its request',
  (_name, tag) => {
    expect(tag).toMatch(/\brequest=\{/)
  },
)

test('the instance create page, a form of its own, shows its request', () => {
  const page = readFileSync(
    path.join(SRC, 'features/instances/create/InstanceCreatePage.tsx'),
    'utf8',
  )
  expect(page).toMatch(/<RequestPreview request=\{request\}/)
  expect(page).toMatch(/createInstance\(request\(values\)\.arg\)/)
})
