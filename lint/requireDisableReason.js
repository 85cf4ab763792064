// @ts-check
/**
 * Every eslint-disable comment says why after ` -- `, as ESLint's own description syntax has it:
 * `// eslint-disable-next-line no-restricted-syntax -- the contract's JSON has no types`. A rule
 * switched off without a reason cannot be judged later, nor dropped once the reason is gone.
 * @type {import('eslint').Rule.RuleModule}
 */
module.exports = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Require a reason on every eslint-disable comment' },
    schema: [],
    messages: {
      reason: "Say why the rule is off here: '{{directive}} -- <why>'.",
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const text = comment.value.trim()
          const directive = /^eslint-disable(?:-next-line|-line)?(?=\s|$)/.exec(text)
          if (!directive) continue
          // the separator ESLint itself splits a directive's description off with
          const [rules, reason] = text.split(/\s-{2,}\s/u)
          if (reason?.trim()) continue
          context.report({
            loc: comment.loc ?? { line: 1, column: 0 },
            messageId: 'reason',
            data: { directive: rules.trim() },
          })
        }
      },
    }
  },
}
