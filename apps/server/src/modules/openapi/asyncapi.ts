import { pushEventData, pushTopics, PushType } from '@lotus/contracts';
import { jsonSchema } from './document.ts';

/**
 * The AsyncAPI 3.0 description of the push events (MQTT over WebSocket at /mqtt), made from the
 * contracts: the two topics, and one message per event type with its `data` schema.
 */
export function buildAsyncApi(version: string) {
  const messages = Object.fromEntries(
    Object.entries(pushEventData).map(([type, m]) => [
      `type${type}`,
      {
        name: `type${type}`,
        title: `${type}: ${Object.entries(PushType).find(([, v]) => String(v) === type)![0]}`,
        summary: m.summary,
        'x-topic': m.topic,
        payload: {
          type: 'object',
          required: ['type', 'data', 'at'],
          properties: {
            type: { const: Number(type) },
            data: jsonSchema(m.data),
            at: { type: 'integer', description: 'Server time of the event (ms since the epoch)' },
          },
        },
      },
    ]),
  );
  const ref = (name: string) => ({ $ref: `#/components/messages/${name}` });
  const on = (topic: string) =>
    Object.fromEntries(
      Object.entries(pushEventData)
        .filter(([, m]) => m.topic.includes(topic))
        .map(([type]) => [`type${type}`, ref(`type${type}`)]),
    );
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Lotus push events',
      version,
      description:
        'MQTT 5 over WebSocket at /mqtt (or the broker named by system/config/query mqtt_url). Connect with the ' +
        "member's token as the password; subscribe to your own member topic and the broadcast topic; clients " +
        'never publish. Events carry ids and small facts: refetch what you show.',
    },
    defaultContentType: 'application/json',
    channels: {
      member: {
        address: pushTopics.member('{memberId}'),
        description: "One member's events; only that member may subscribe.",
        parameters: { memberId: { description: 'The member id (tokenVerify memberId)' } },
        messages: on('member'),
      },
      broadcast: { address: pushTopics.broadcast, description: "Every member's events.", messages: on('broadcast') },
    },
    operations: {
      receiveMember: { action: 'receive', channel: { $ref: '#/channels/member' } },
      receiveBroadcast: { action: 'receive', channel: { $ref: '#/channels/broadcast' } },
    },
    components: { messages },
  };
}
