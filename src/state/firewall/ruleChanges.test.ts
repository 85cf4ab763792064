import type { VpcFirewallRule } from '~/api/generated/types'
import { addRule, removeRule, replaceRule, toRuleUpdate } from './ruleChanges'

const rule = (name: string, priority: number): VpcFirewallRule => ({
  id: `id-${name}`,
  vpcId: 'vpc',
  name,
  description: '',
  status: 'enabled',
  direction: 'inbound',
  action: 'allow',
  priority,
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { hosts: null, protocols: [{ type: 'tcp' }], ports: ['22'] },
  timeCreated: new Date(0),
  timeModified: new Date(0),
})

// as the server has it now: someone else changed b's priority since the page loaded
const server = [rule('a', 10), rule('b', 99)]

test('an edit changes only its rule in the list as the server has it', () => {
  const edited = { ...toRuleUpdate(rule('a', 10)), name: 'a2', priority: 5 }
  expect(replaceRule('a', edited)(server)).toEqual([edited, toRuleUpdate(rule('b', 99))])
})

test('an edit of a rule removed meanwhile, or a rename onto another rule, is refused', () => {
  const edit = toRuleUpdate(rule('c', 1))
  expect(() => replaceRule('c', edit)(server)).toThrow('Firewall rule c no longer exists')
  expect(() => replaceRule('a', { ...edit, name: 'b' })(server)).toThrow(
    'Firewall rule name already exists',
  )
})

test('a new rule joins the list; a name the list has is refused before anything is sent', () => {
  const fresh = toRuleUpdate(rule('c', 1))
  expect(addRule(fresh)(server)).toEqual([...server.map(toRuleUpdate), fresh])
  expect(() => addRule(toRuleUpdate(rule('b', 1)))(server)).toThrow(
    'Firewall rule name already exists',
  )
})

test('a delete leaves the others; the body carries no ids or times', () => {
  expect(removeRule('a')(server)).toEqual([toRuleUpdate(rule('b', 99))])
  expect(Object.keys(toRuleUpdate(rule('a', 1))).sort()).toEqual([
    'action',
    'description',
    'direction',
    'filters',
    'name',
    'priority',
    'status',
    'targets',
  ])
})
