import './silos'
import './disks'
import './floatingIps'
import './vpcs'
import { instancesApi } from './instances'
import { FAILURE, tagWiring } from './tagTesting'

const t0 = new Date(0)
const instance = (name: string) => ({ id: `id-${name}`, name, projectId: 'p', runState: 'stopped' })
const disk = (name: string) => ({ id: `id-${name}`, name, state: { state: 'detached' } })
const nic = (name: string, instanceId: string) => ({ id: `id-${name}`, name, instanceId })
const project = { project: 'p' }
const web = { path: { instance: 'web' }, query: project }
const { endpoints: e } = instancesApi

tagWiring({
  seed: {
    instances: ['instanceList', { query: project }, { items: [instance('web'), instance('db')] }],
    web: ['instanceView', web, instance('web')],
    db: ['instanceView', { path: { instance: 'id-db' } }, instance('db')],
    webDisks: ['instanceDiskList', web, { items: [disk('boot')] }],
    dbDisks: ['instanceDiskList', { path: { instance: 'db' }, query: project }, { items: [] }],
    disks: ['diskList', { query: project }, { items: [disk('boot'), disk('data')] }],
    data: ['diskView', { path: { disk: 'data' }, query: project }, disk('data')],
    webIps: [
      'instanceExternalIpList',
      web,
      {
        items: [{ kind: 'floating', id: 'id-fip', name: 'fip', ip: '10.0.0.1', ipPoolId: 'pool' }],
      },
    ],
    dbIps: ['instanceExternalIpList', { path: { instance: 'db' }, query: project }, { items: [] }],
    floatingIps: ['floatingIpList', { query: project }, { items: [{ id: 'id-fip', name: 'fip' }] }],
    webNics: [
      'instanceNetworkInterfaceList',
      { query: { ...project, instance: 'web' } },
      { items: [nic('nic0', 'id-web')] },
    ],
    dbNics: [
      'instanceNetworkInterfaceList',
      { query: { ...project, instance: 'db' } },
      { items: [] },
    ],
    subnetNics: [
      'vpcSubnetListNetworkInterfaces',
      { path: { subnet: 'default' }, query: { ...project, vpc: 'default' } },
      { items: [nic('nic0', 'id-web')] },
    ],
    utilization: ['utilizationView', undefined, { allocated: {}, provisioned: {} }],
    keys: ['instanceSshPublicKeyList', web, { items: [{ id: 'id-key', name: 'key' }] }],
    serial: ['instanceSerialConsole', web, { data: [], lastByteOffset: 0 }],
  },
  provides: [
    ['a list page: LIST', [{ type: 'Instance', id: 'LIST' }], ['instances']],
    ['a list page: each item id', [{ type: 'Instance', id: 'id-web' }], ['instances', 'web']],
    ['a view: the name it was fetched by', [{ type: 'Instance', id: 'db' }], ['db']],
    [
      "an instance's disks: the instance as addressed",
      [{ type: 'InstanceDisk', id: 'web' }],
      ['webDisks'],
    ],
    ["an instance's disks: each disk", [{ type: 'Disk', id: 'id-boot' }], ['disks', 'webDisks']],
    [
      "an instance's external IPs, floating ones as FloatingIps",
      [{ type: 'FloatingIp', id: 'id-fip' }],
      ['floatingIps', 'webIps'],
    ],
    [
      "an instance's interfaces: its own list",
      [{ type: 'NetworkInterface', id: 'LIST:web' }],
      ['webNics'],
    ],
    ["an instance's SSH keys: each key", [{ type: 'SshKey', id: 'id-key' }], ['keys']],
    ['the serial console', [{ type: 'SerialConsole', id: 'web' }], ['serial']],
  ],
  mutations: [
    {
      name: 'create: the instance list, disks, floating IPs it takes, subnet interfaces, utilization',
      run: (dispatch) =>
        dispatch(
          e.instanceCreate.initiate({
            query: project,
            body: {
              name: 'app',
              description: '',
              hostname: 'app',
              memory: 1,
              ncpus: 1,
              disks: [{ type: 'attach', name: 'data' }],
              externalIps: [{ type: 'floating', floatingIp: 'fip' }],
            },
          }),
        ),
      status: 201,
      response: { ...instance('app'), time_created: t0 },
      hit: ['instances', 'disks', 'data', 'floatingIps', 'subnetNics', 'utilization'],
    },
    {
      name: 'start: that instance wherever shown, and utilization',
      run: (dispatch) =>
        dispatch(e.instanceStart.initiate({ path: { instance: 'db' }, query: project })),
      response: instance('db'),
      hit: ['instances', 'db', 'utilization'],
    },
    {
      name: 'reboot: that instance only',
      run: (dispatch) => dispatch(e.instanceReboot.initiate(web)),
      response: instance('web'),
      hit: ['instances', 'web'],
    },
    {
      name: 'delete: the instance, lists, every disk and floating IP, subnet interfaces, utilization',
      run: (dispatch) => dispatch(e.instanceDelete.initiate(web)),
      status: 204,
      hit: [
        'instances',
        'web',
        'webDisks',
        'disks',
        'data',
        'webIps',
        'floatingIps',
        'subnetNics',
        'utilization',
      ],
    },
    {
      name: "attach a disk: that instance's disks, the disk and the disk lists",
      run: (dispatch) =>
        dispatch(e.instanceDiskAttach.initiate({ ...web, body: { disk: 'data' } })),
      response: disk('data'),
      hit: ['webDisks', 'disks', 'data'],
    },
    {
      name: 'detach a disk by id: found in every list that shows it',
      run: (dispatch) =>
        dispatch(
          e.instanceDiskDetach.initiate({
            path: { instance: 'web' },
            query: project,
            body: { disk: 'id-boot' },
          }),
        ),
      response: disk('boot'),
      hit: ['webDisks', 'disks'],
    },
    {
      name: "ephemeral IP: that instance's external IPs",
      run: (dispatch) => dispatch(e.instanceEphemeralIpAttach.initiate({ ...web, body: {} })),
      response: { kind: 'ephemeral', ip: '10.0.0.2', ip_pool_id: 'pool' },
      hit: ['webIps'],
    },
    {
      name: "create an interface: that instance's interfaces and the subnet's",
      run: (dispatch) =>
        dispatch(
          e.instanceNetworkInterfaceCreate.initiate({
            query: { ...project, instance: 'web' },
            body: { name: 'nic1', description: '', subnetName: 'default', vpcName: 'default' },
          }),
        ),
      status: 201,
      response: { ...nic('nic1', 'id-web'), subnet_id: 'id-default' },
      hit: ['webNics', 'subnetNics'],
    },
    {
      name: 'delete an interface by name: its instance list and every subnet list',
      run: (dispatch) =>
        dispatch(
          e.instanceNetworkInterfaceDelete.initiate({
            path: { interface: 'nic0' },
            query: { ...project, instance: 'web' },
          }),
        ),
      status: 204,
      hit: ['webNics', 'subnetNics'],
    },
    {
      name: 'a failed mutation invalidates nothing',
      run: (dispatch) => dispatch(e.instanceDelete.initiate(web)),
      ...FAILURE,
      hit: [],
    },
  ],
})
